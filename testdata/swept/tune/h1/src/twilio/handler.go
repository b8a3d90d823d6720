package twilio

import (
	"fmt"
	"net/url"
	"strings"
)

// Handler rewrites API URLs for a region and an edge location.
type Handler struct {
	Region string
	Edge   string
}

// BuildURL puts the handler's region and edge into the host of raw.
func (h *Handler) BuildURL(raw string) (string, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return "", err
	}
	pieces := strings.Split(u.Host, ".")
	if len(pieces) < 3 {
		return u.String(), nil
	}
	product := pieces[0]
	suffix := strings.Join(pieces[len(pieces)-2:], ".")
	region, edge := "", ""
	if len(pieces) == 4 {
		region = pieces[1]
	} else if len(pieces) == 5 {
		edge, region = pieces[1], pieces[2]
	}
	if h.Edge != "" {
		edge = h.Edge
	}
	if h.Region != "" {
		region = h.Region
	}
	var out []string
	for _, p := range []string{product, edge, region, suffix} {
		if p != "" {
			out = append(out, p)
		}
	}
	u.Host = strings.Join(out, ".")
	return u.String(), nil
}

// Source: github.com/twilio/twilio-go/client/request_validator.go:134 (adds the scheme's default port to a URL on purpose, as signatures are checked with and without it)
func withPort(raw string, port int) string {
	u, err := url.Parse(raw)
	if err != nil {
		return raw
	}
	if u.Port() == "" {
		u.Host = fmt.Sprintf("%s:%d", u.Host, port) // lookalike
	}
	return u.String()
}

// Source: github.com/twilio/twilio-go/client/request_validator.go:156 (port removed by cutting the Host field at its first ':')
func withoutPort(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || u.Port() == "" {
		return raw
	}
	u.Host = strings.Split(u.Host, ":")[0] // lookalike
	return u.String()
}
