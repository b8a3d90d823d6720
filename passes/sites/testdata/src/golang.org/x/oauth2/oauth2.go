// Package oauth2 is a stub of golang.org/x/oauth2.
package oauth2

type Endpoint struct {
	AuthURL       string
	DeviceAuthURL string
	TokenURL      string
}

type Config struct {
	Endpoint    Endpoint
	RedirectURL string
}
