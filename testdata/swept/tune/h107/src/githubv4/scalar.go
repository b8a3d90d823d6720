// Package githubv4 holds cases rewritten from github.com/shurcooL/githubv4.
package githubv4

import (
	"encoding/json"
	"net/url"
)

// URI is an RFC 3986 URI, marshaled to and from a JSON string.
type URI struct{ *url.URL }

// MarshalJSON implements json.Marshaler.
func (u URI) MarshalJSON() ([]byte, error) {
	return json.Marshal(u.URL.String())
}

// UnmarshalJSON implements json.Unmarshaler.
func (u *URI) UnmarshalJSON(data []byte) error {
	var s string
	if err := json.Unmarshal(data, &s); err != nil {
		return err
	}
	var err error
	u.URL, err = url.Parse(s)
	return err
}
