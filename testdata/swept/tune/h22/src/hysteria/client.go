package hysteria

import (
	"fmt"
	"net/http"
	"strings"
)

type clientConfig struct {
	Server string
	Auth   string
}

// URI generates a hysteria2:// URI from the config for sharing.
func (c *clientConfig) URI() string {
	var user *Userinfo
	if c.Auth != "" {
		// We need to handle the special case of user:pass pairs
		rs := strings.SplitN(c.Auth, ":", 2)
		if len(rs) == 2 {
			user = UserPassword(rs[0], rs[1])
		} else {
			user = User(c.Auth)
		}
	}
	u := URL{
		Scheme: "hysteria2",
		User:   user,
		Host:   c.Server,
		Path:   "/",
	}
	return u.String()
}

// parseURI tries to parse the server address field as a URI,
// and fills the config with the information contained in the URI.
// Returns whether the server address field is a valid URI.
func (c *clientConfig) parseURI() bool {
	u, err := Parse(c.Server)
	if err != nil {
		return false
	}
	if u.Scheme != "hysteria2" && u.Scheme != "hy2" {
		return false
	}
	if u.User != nil {
		username := u.User.Username()
		password, hasPassword := u.User.Password()
		if hasPassword {
			c.Auth = username + ":" + password
		} else {
			c.Auth = username
		}
	}
	c.Server = u.Host
	return true
}

const updateCheckEndpoint = "https://api.hy2.io/v1/update"

// UpdateChecker asks the update API whether a newer version exists.
type UpdateChecker struct {
	CurrentVersion string
	Platform       string
	Architecture   string
	Channel        string
	Side           string
	Client         *http.Client
}

func (uc *UpdateChecker) Check() (*http.Response, error) {
	url := fmt.Sprintf(
		// Source: github.com/apernet/hysteria/app/internal/utils/update.go:74 (escaper: version, platform, architecture, channel and side are build names with nothing to escape, README escaper)
		"%s?cver=%s&plat=%s&arch=%s&chan=%s&side=%s", // lookalike
		updateCheckEndpoint,
		uc.CurrentVersion,
		uc.Platform,
		uc.Architecture,
		uc.Channel,
		uc.Side,
	)
	resp, err := uc.Client.Get(url)
	if err != nil {
		return nil, err
	}
	if resp.StatusCode != http.StatusOK {
		resp.Body.Close()
		return nil, fmt.Errorf("unexpected status code: %d", resp.StatusCode)
	}
	return resp, nil
}
