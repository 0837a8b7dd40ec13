import Foundation
import OpenUIKitFuzzing
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// `count` items of one section, each a plain cell.
@MainActor
private final class Plain: UICollectionViewDataSource {
  var count: Int
  init(_ count: Int) { self.count = count }
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { count }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  { collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) }
}

/// Regression tests for the seventh 10⁶-stream run's findings (issue 36; streams 16,000,000
/// to 16,999,999), each named after its stream and failing without its fix.
@MainActor
@Suite("Fuzz findings of the seventh 10⁶-stream run", .debugSwitchesOff)
struct FuzzSeventhMillionFindingTests {
  @Test(
    "finding (fuzz stream 16982681): a deleted item's cell that comes back after its animation leaves the spares at four"
  )
  func stream16982681() throws {
    // App code deleted an item of a grid that already kept four spare cells; when the item's
    // fade-out ended its cell joined them, and nothing laid the grid out again to trim them:
    // five spares (and five cells alive) for no item in view.
    let violations = FuzzRunner().run(
      stream: 16_982_681, steps: try FuzzStep.saved(Self.stream16982681))
    #expect(violations.isEmpty, "\(violations.prefix(3))")
  }

  @Test(
    "finding (fuzz stream 16982681), by hand: spares stay at four when a deletion's cell returns")
  func stream16982681ByHand() throws {
    let scene = TestScene(size: CGSize(width: 320, height: 480))
    let source = Plain(12)
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let grid = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 440), collectionViewLayout: layout)
    grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    grid.dataSource = source
    scene.window.addSubview(grid)
    grid.layoutIfNeeded()
    #expect(grid.visibleCells.count == 12)
    // Ten cells go spare; the layout keeps four.
    source.count = 2
    grid.reloadData()
    grid.layoutIfNeeded()
    #expect(grid.visibleCells.count == 2)
    source.count = 1
    grid.deleteItems(at: [[0, 0]])
    #expect(grid.collectionViolations().isEmpty, "the deleted item's cell is still fading out")
    scene.runFrames(for: 0.5)
    let cells = grid.subviews.filter { $0 is UICollectionViewCell }
    #expect(cells.count == 1 + 4, "the item's cell and four spares")
    #expect(grid.collectionViolations().isEmpty)
  }

  private static let stream16982681 = """
    [{"delay":0.1078782341253112,"records":[{"pointer":{"stamp":{"offset":{"_0":0}},"x":351.2971077616663,"button":0,"index":2,"y":109.02960433596085,"phase":0,"device":0,"kind":2}}]},{"delay":0.09420320623135477,"records":[{"pointer":{"stamp":{"offset":{"_0":0}},"x":351.2971077616663,"button":1,"index":2,"y":109.02960433596085,"phase":2,"device":0,"kind":2}}]},{"delay":0,"records":[{"pointer":{"stamp":{"offset":{"_0":0}},"x":95.08596108849788,"button":0,"index":4,"y":275.19868899564887,"phase":0,"device":0,"kind":0}}]},{"delay":0.06809967244612507,"records":[{"pointer":{"stamp":{"offset":{"_0":0}},"x":95.09115134809355,"button":0,"index":4,"y":269.54227104921193,"device":0,"phase":1,"kind":0}}]},{"delay":0.059725266083024454,"records":[{"pointer":{"stamp":{"absolute":{"_0":-5}},"x":85.23317799839025,"button":0,"index":4,"y":134.79003424557584,"phase":1,"device":0,"kind":0}}]},{"delay":0.10893629831495526,"records":[{"pointer":{"stamp":{"offset":{"_0":0}},"x":86.72960978908864,"button":0,"index":3,"y":393.5340516771755,"phase":0,"device":0,"kind":2}}]},{"delay":0.05861397090391781,"records":[{"pointer":{"force":"inf","stamp":{"offset":{"_0":0}},"x":119.19046899857597,"button":0,"index":2,"y":144.4670517141258,"phase":0,"device":0,"kind":0}}]},{"delay":0.11889421827953908,"records":[{"pointer":{"clicks":9223372036854775807,"stamp":{"offset":{"_0":0}},"x":131.00257706592663,"button":0,"index":2,"y":152.04029245177082,"phase":1,"device":0,"kind":0}},{"pointer":{"force":0.2702903104877139,"stamp":{"offset":{"_0":0}},"x":120.60222507052903,"button":1,"index":2,"y":150.19184177162842,"phase":1,"device":0,"kind":0}}]},{"delay":0,"records":[{"pointer":{"stamp":{"offset":{"_0":0}},"x":120.60222507052903,"button":0,"index":2,"y":150.19184177162842,"phase":2,"device":0,"kind":0}}]},{"delay":0.08349310615678311,"records":[{"window":{"height":307.82715112741795,"width":323.6804250130806,"kind":5}}]},{"delay":1.421141017251391,"records":[{"pointer":{"stamp":{"offset":{"_0":0}},"x":190.8420510027295,"button":0,"index":1,"y":17.246558627612245,"device":0,"phase":0,"kind":0}}]},{"delay":0.026081425046114107,"records":[{"pointer":{"stamp":{"offset":{"_0":0}},"x":190.8420510027295,"button":0,"index":1,"y":17.246558627612245,"device":0,"phase":2,"kind":0}}]}]
    """
}
