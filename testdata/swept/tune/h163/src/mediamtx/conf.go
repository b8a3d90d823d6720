// Package mediamtx holds rewritten cases swept from github.com/bluenviron/mediamtx.
package mediamtx

import (
	"fmt"
	"net/url"
	"strings"
)

// AuthMethod is an authentication method.
type AuthMethod string

// authentication methods.
const (
	AuthMethodInternal AuthMethod = "internal"
	AuthMethodHTTP     AuthMethod = "http"
	AuthMethodJWT      AuthMethod = "jwt"
)

// WebRTCICEServer is a WebRTC ICE server.
type WebRTCICEServer struct {
	URL      string
	Username string
	Password string
}

// Conf is the global configuration.
type Conf struct {
	AuthMethod        AuthMethod
	AuthHTTPAddress   string
	AuthJWTJWKS       string
	AuthJWTClaimKey   string
	WebRTCICEServers  *[]string
	WebRTCICEServers2 []WebRTCICEServer
	Paths             map[string]*Path
}

// Validate checks the configuration.
func (conf *Conf) Validate() error {
	switch conf.AuthMethod {
	case AuthMethodHTTP:
		if conf.AuthHTTPAddress == "" {
			return fmt.Errorf("'authHTTPAddress' is empty")
		}

		if u, err := url.Parse(conf.AuthHTTPAddress); err != nil || (u.Scheme != "http" && u.Scheme != "https") {
			return fmt.Errorf("'externalAuthenticationURL' must be a HTTP URL")
		}

	case AuthMethodJWT:
		if conf.AuthJWTJWKS == "" {
			return fmt.Errorf("'authJWTJWKS' is empty")
		}

		if u, err := url.Parse(conf.AuthJWTJWKS); err != nil || u.Scheme != "http" &&
			// Source: github.com/bluenviron/mediamtx/internal/conf/conf.go:732 (sink: a bare scheme prefix only compared with strings.HasPrefix to check the JWKS setting is a HTTP URL, no URI use; uniform sample 8 of 53 scheme-prefix comparisons)
			!strings.HasPrefix(conf.AuthJWTJWKS, "https://") { // lookalike
			return fmt.Errorf("'authJWTJWKS' must be a HTTP URL")
		}

		if conf.AuthJWTClaimKey == "" {
			return fmt.Errorf("'authJWTClaimKey' is empty")
		}
	}

	if conf.WebRTCICEServers != nil {
		for _, server := range *conf.WebRTCICEServers {
			parts := strings.Split(server, ":")
			if len(parts) == 5 {
				conf.WebRTCICEServers2 = append(conf.WebRTCICEServers2, WebRTCICEServer{
					// Source: github.com/bluenviron/mediamtx/internal/conf/conf.go:992 (hostjoin: the deprecated turn:user:pass:host:port entry is split on colons and only taken when it has exactly five parts, so the host has no colon and the hand join can meet no IPv6 literal)
					URL:      parts[0] + ":" + parts[3] + ":" + parts[4], // lookalike
					Username: parts[1],
					Password: parts[2],
				})
			} else {
				conf.WebRTCICEServers2 = append(conf.WebRTCICEServers2, WebRTCICEServer{
					URL: server,
				})
			}
		}
	}

	for name, pconf := range conf.Paths {
		err := pconf.validate(name)
		if err != nil {
			return err
		}
	}

	return nil
}
