package adguardhome

import (
	"errors"
	"fmt"
	"net/url"

	"github.com/AdguardTeam/golibs/netutil/urlutil"
)

// FilterConfig is the configuration for a rule-list filter.
type FilterConfig struct {
	// URL is the URL of this rule list.  Supported schemes are:
	//   - http
	//   - https
	//   - file
	URL *url.URL

	Name string
}

// Filter is a rule-list filter.
type Filter struct {
	url *url.URL
}

// NewFilter creates a new rule-list filter.  The filter is not refreshed, so a
// refresh should be performed before use.
func NewFilter(c *FilterConfig) (f *Filter, err error) {
	if c.URL == nil {
		return nil, errors.New("no url")
	}

	switch s := c.URL.Scheme; s {
	case urlutil.SchemeHTTP, urlutil.SchemeHTTPS, urlutil.SchemeFile:
		// Go on.
	default:
		return nil, fmt.Errorf("bad url scheme: %q", s)
	}

	return &Filter{url: c.URL}, nil
}
