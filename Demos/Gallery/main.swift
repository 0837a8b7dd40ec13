import Foundation
import OpenUIKit
import OpenUIKitSDL

MainActor.assumeIsolated {
  let app = UIApplication(clock: SDLClock())
  var options = SDLHost.Options()
  options.size = CGSize(width: 480, height: 320)
  let host = try! SDLHost(application: app, options: options)
  let window = UIWindow(frame: UIScreen.main.bounds)
  window.backgroundColor = UIColor(white: 0.95, alpha: 1)
  let card = UIView(frame: CGRect(x: 40, y: 40, width: 160, height: 100))
  card.backgroundColor = .blue
  card.layer.cornerRadius = 16
  card.layer.borderWidth = 4
  card.layer.borderColor = UIColor.orange.cgColor
  card.transform = CGAffineTransform(rotationAngle: 0.3)
  card.clipsToBounds = true
  let inner = UIView(frame: CGRect(x: -20, y: 60, width: 100, height: 80))
  inner.backgroundColor = .green
  card.addSubview(inner)
  window.addSubview(card)
  let label = UILabel(frame: CGRect(x: 220, y: 40, width: 240, height: 120))
  label.text = "Hello OpenUIKit – Grüße ✓ with word wrapping across lines"
  label.numberOfLines = 0
  label.textColor = .darkGray
  label.backgroundColor = UIColor(red: 1, green: 1, blue: 0.8, alpha: 1)
  window.addSubview(label)
  let faded = UIView(frame: CGRect(x: 40, y: 200, width: 200, height: 80))
  faded.backgroundColor = .red
  faded.alpha = 0.5
  let sub = UIView(frame: CGRect(x: 50, y: 20, width: 150, height: 40))
  sub.backgroundColor = .blue
  faded.addSubview(sub)
  window.addSubview(faded)
  window.makeKeyAndVisible()
  try! host.saveScreenshot(to: "/tmp/smoke.png")
  print("driver", host.videoDriver)
  host.shutdown()
}
