package adguardhome

// serviceConfig is a stand-in for github.com/kardianos/service.Config.
type serviceConfig struct {
	Option map[string]any
}

// configureOSOptions defines additional settings of the service configuration
// on macOS.  conf must not be nil.
func configureOSOptions(conf *serviceConfig) {
	conf.Option["LaunchdConfig"] = launchdConfig
}

// launchdConfig is the template for Launchd service file.
//
// Source: github.com/AdguardTeam/AdGuardHome/internal/ossvc/config_darwin.go:20 (plainhttp: the http URL is the DTD system identifier in the plist DOCTYPE of a launchd template, an identifier launchd never fetches, so by the closing rule a value never requested is no URI use)
const launchdConfig = `<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE plist PUBLIC "-//Apple Computer//DTD PLIST 1.0//EN"
"http://www.apple.com/DTDs/PropertyList-1.0.dtd" >
<plist version='1.0'>
<dict>
<key>Label</key><string>{{html .Name}}</string>
</dict>
</plist>
` // lookalike
