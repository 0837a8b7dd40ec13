/// The introspection data an object answers with: the interfaces it implements, by name (tools
/// such as d-feet list them; AT-SPI clients ask `GetInterfaces` instead).
enum ATSPIIntrospection {
  static func xml(interfaces: [String]) -> String {
    var text = """
      <!DOCTYPE node PUBLIC "-//freedesktop//DTD D-BUS Object Introspection 1.0//EN"
      "http://www.freedesktop.org/standards/dbus/1.0/introspect.dtd">
      <node>
        <interface name="org.freedesktop.DBus.Properties"/>
        <interface name="org.freedesktop.DBus.Introspectable"/>

      """
    for name in interfaces { text += "  <interface name=\"\(name)\"/>\n" }
    return text + "</node>\n"
  }
}
