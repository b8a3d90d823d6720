package alertmanager

import (
	"encoding/json"
	"fmt"
	"net/url"
)

// URL is a custom type that represents an HTTP or HTTPS URL and allows validation at configuration load time.
type URL struct {
	*url.URL
}

// UnmarshalJSON implements the json.Marshaler interface for URL.
func (u *URL) UnmarshalJSON(data []byte) error {
	var s string
	if err := json.Unmarshal(data, &s); err != nil {
		return err
	}
	urlp, err := url.Parse(s)
	if err != nil {
		return err
	}
	if urlp.Scheme != "http" && urlp.Scheme != "https" {
		return fmt.Errorf("unsupported scheme %q for URL", urlp.Scheme)
	}
	if urlp.Host == "" {
		return fmt.Errorf("host is missing in URL")
	}
	u.URL = urlp
	return nil
}
