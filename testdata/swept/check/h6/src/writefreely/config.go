package writefreely

import (
	"bufio"
	"net/url"
	"os"
	"strings"

	"github.com/writeas/web-core/log"
	"golang.org/x/net/idna"
)

// AppCfg holds the [app] section of the configuration file.
type AppCfg struct {
	SiteName string
	Host     string
}

// DatabaseCfg holds the [database] section of the configuration file.
type DatabaseCfg struct {
	Type     string
	User     string
	Password string
	Host     string
	Port     int
	Database string
	TLS      bool
}

// Config holds the configuration of the instance.
type Config struct {
	App      AppCfg
	Database DatabaseCfg
}

// Load reads the configuration file.
func Load(fname string) (*Config, error) {
	f, err := os.Open(fname)
	if err != nil {
		return nil, err
	}
	defer f.Close()

	// Parse INI file
	uc := &Config{}
	s := bufio.NewScanner(f)
	for s.Scan() {
		k, v, ok := strings.Cut(s.Text(), "=")
		if !ok {
			continue
		}
		switch strings.TrimSpace(k) {
		case "site_name":
			uc.App.SiteName = strings.TrimSpace(v)
		case "host":
			uc.App.Host = strings.TrimSpace(v)
		}
	}

	// Do any transformations
	u, err := url.Parse(uc.App.Host)
	if err != nil {
		return nil, err
	}
	d, err := idna.ToASCII(u.Hostname())
	if err != nil {
		log.Error("idna.ToASCII for %s: %s", u.Hostname(), err)
		return nil, err
	}
	// Source: github.com/writefreely/writefreely/config/config.go:285 (hostjoin: the host of the configured URL, which url.URL.Hostname gives without brackets, is joined to its port with ':' by the += after: "http://[::1]:8080" becomes "http://::1:8080")
	uc.App.Host = u.Scheme + "://" + d // defect hostjoin
	if u.Port() != "" {
		uc.App.Host += ":" + u.Port()
	}

	return uc, nil
}

// FriendlyHost returns the app's Host sans any schema
func (ac AppCfg) FriendlyHost() string {
	rawHost := ac.Host[strings.Index(ac.Host, "://")+len("://"):]

	u, err := url.Parse(ac.Host)
	if err != nil {
		log.Error("url.Parse failed on %s: %s", ac.Host, err)
		return rawHost
	}
	d, err := idna.ToUnicode(u.Hostname())
	if err != nil {
		log.Error("idna.ToUnicode failed on %s: %s", ac.Host, err)
		return rawHost
	}

	res := d
	if u.Port() != "" {
		// Source: github.com/writefreely/writefreely/config/funcs.go:39 (hostjoin: host and port joined for display, with no scheme: no URI is built)
		res += ":" + u.Port() // lookalike
	}
	return res
}
