package kubevela

import (
	"fmt"
	"regexp"
)

// Source: github.com/kubevela/kubevela/pkg/utils/url.go:59 (ParseAPIServerEndpoint completes scheme and port of a server whose host the regexp allows only without ':', so never an IPv6 address)
func ParseAPIServerEndpoint(server string) (string, error) {
	r := regexp.MustCompile(`^((?P<scheme>http|https)://)?(?P<host>[^:\s]+)(:(?P<port>[0-9]+))?$`)
	if !r.MatchString(server) {
		return "", fmt.Errorf("invalid endpoint url: %s", server)
	}
	var scheme, port, host string
	results := r.FindStringSubmatch(server)
	for i, name := range r.SubexpNames() {
		switch name {
		case "scheme":
			scheme = results[i]
		case "host":
			host = results[i]
		case "port":
			port = results[i]
		}
	}
	if scheme == "" {
		if port == "80" {
			scheme = "http"
		} else {
			scheme = "https"
		}
	}
	if port == "" {
		if scheme == "http" {
			port = "80"
		} else {
			port = "443"
		}
	}
	return fmt.Sprintf("%s://%s:%s", scheme, host, port), nil // lookalike
}
