// Package promcommon holds cases rewritten from github.com/prometheus/common.
package promcommon

import (
	"encoding/json"
	"net/url"
)

// URL is a custom URL type that redacts its password when marshaled.
type URL struct {
	*url.URL
}

// UnmarshalYAML implements the yaml.Unmarshaler interface for URL.
func (u *URL) UnmarshalYAML(unmarshal func(any) error) error {
	var s string
	if err := unmarshal(&s); err != nil {
		return err
	}
	urlp, err := url.Parse(s)
	if err != nil {
		return err
	}
	u.URL = urlp
	return nil
}

// MarshalYAML implements the yaml.Marshaler interface for URL.
func (u URL) MarshalYAML() (any, error) {
	if u.URL != nil {
		return u.Redacted(), nil
	}
	return nil, nil
}

// Redacted returns the URL but replaces any password with a mask.
func (u URL) Redacted() string {
	if u.URL == nil {
		return ""
	}
	ru := *u.URL
	if _, ok := ru.User.Password(); ok {
		// Source: github.com/prometheus/common/config/http_config.go:211 (credentials: the constant password is the mask of x the redactor writes over the real one, rule 3)
		ru.User = url.UserPassword(ru.User.Username(), "xxxxx") // lookalike
	}
	return ru.String()
}

// UnmarshalJSON implements the json.Unmarshaler interface for URL.
func (u *URL) UnmarshalJSON(data []byte) error {
	var s string
	if err := json.Unmarshal(data, &s); err != nil {
		return err
	}
	urlp, err := url.Parse(s)
	if err != nil {
		return err
	}
	u.URL = urlp
	return nil
}

// MarshalJSON implements the json.Marshaler interface for URL.
func (u URL) MarshalJSON() ([]byte, error) {
	if u.URL != nil {
		return json.Marshal(u.String())
	}
	return []byte("null"), nil
}

// TLSConfig configures TLS.
type TLSConfig struct {
	InsecureSkipVerify bool `yaml:"insecure_skip_verify" json:"insecure_skip_verify"`
}

// Header holds the values of one HTTP header.
type Header struct {
	Values []string `yaml:"values,omitempty" json:"values,omitempty"`
}

// Headers holds the headers added to every request.
type Headers struct {
	Headers map[string]Header `yaml:",inline" json:"-"`
}

// MarshalJSON writes the header map itself.
func (h Headers) MarshalJSON() ([]byte, error) { return json.Marshal(h.Headers) }

// HTTPClientConfig configures an HTTP client.
type HTTPClientConfig struct {
	ProxyURL        URL       `yaml:"proxy_url,omitempty" json:"proxy_url,omitempty"`
	TLSConfig       TLSConfig `yaml:"tls_config,omitempty" json:"tls_config"`
	FollowRedirects bool      `yaml:"follow_redirects" json:"follow_redirects"`
	EnableHTTP2     bool      `yaml:"enable_http2" json:"enable_http2"`
	HTTPHeaders     *Headers  `yaml:"http_headers,omitempty" json:"http_headers,omitempty"`
}

// OAuth2 is the oauth2 client configuration.
type OAuth2 struct {
	GrantType string         `yaml:"grant_type,omitempty"`
	ClientID  string         `yaml:"client_id"`
	Claims    map[string]any `yaml:"claims,omitempty"`
	TokenURL  string         `yaml:"token_url"`
}
