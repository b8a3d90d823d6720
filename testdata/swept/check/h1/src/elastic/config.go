package elastic

import (
	"net/url"
	"strings"
)

// ConfigURL is what a configuration URL says.
type ConfigURL struct {
	URL      string
	Index    string
	Username string
	Password string
	Sniff    bool
}

// ParseConfig reads a configuration URL: credentials go to Username and Password,
// the first path segment names the index, query parameters set options.
func ParseConfig(s string) (*ConfigURL, error) {
	uri, err := url.Parse(s)
	if err != nil {
		return nil, err
	}
	cfg := &ConfigURL{}
	if uri.User != nil {
		cfg.Username = uri.User.Username()
		cfg.Password, _ = uri.User.Password()
	}
	uri.User = nil
	if i := strings.Trim(uri.Path, "/"); i != "" {
		cfg.Index = i
	}
	cfg.Sniff = uri.Query().Get("sniff") == "true"
	uri.Path, uri.RawQuery = "", ""
	cfg.URL = uri.String()
	return cfg, nil
}
