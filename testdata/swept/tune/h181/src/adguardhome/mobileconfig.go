package adguardhome

import (
	"fmt"
	"net/url"
	"path"

	"github.com/AdguardTeam/golibs/netutil/urlutil"
)

// dnsSettings is the DNS settings of a mobile config.
type dnsSettings struct {
	DNSProtocol string
	ServerURL   string
	ServerName  string
}

// encodeMobileConfig fills the DoH server URL.  clientID has been validated by
// the caller as a ClientID, a lowercase DNS label.
func encodeMobileConfig(d *dnsSettings, clientID string) (err error) {
	switch proto := d.DNSProtocol; proto {
	case "HTTPS":
		// Source: github.com/AdguardTeam/AdGuardHome/internal/home/mobileconfig.go:121 (pathjoin: path.Join joins the path /dns-query and a validated ClientID into the Path field, not a whole URL, so no scheme slashes collapse, fine by the pathjoin rule, which concerns joins applied to a whole URL)
		u := &url.URL{Scheme: urlutil.SchemeHTTPS, Host: d.ServerName, Path: path.Join("/dns-query", clientID)} // lookalike
		d.ServerURL = u.String()
		d.ServerName = ""
	case "TLS":
		if clientID != "" {
			d.ServerName = clientID + "." + d.ServerName
		}
	default:
		return fmt.Errorf("bad dns protocol %q", proto)
	}

	return nil
}
