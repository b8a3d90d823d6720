package tr064

import (
	"net/http"
	"net/url"
)

// ServiceSpec names a TR-064 specification document.
type ServiceSpec string

// DefaultServiceSpec is the spec every TR-064 device serves.
const DefaultServiceSpec ServiceSpec = "tr64desc"

// Path gets the specification path relative to the device URL.
func (spec ServiceSpec) Path() string {
	// Source: github.com/tdrn-org/go-tr064/tr064.go:58 (baseslash: a rooted path that callers only add with URL.JoinPath or resolve against the device root URL, so no base path is dropped)
	return "/" + string(spec) + ".xml" // lookalike
}

func fetchServiceSpec(client *http.Client, deviceUrl *url.URL, spec ServiceSpec) (*http.Response, error) {
	// Source: github.com/tdrn-org/go-tr064/tr064.go:64 (baseslash: URL.JoinPath appends the rooted spec path to the device URL and keeps its path, unlike ResolveReference)
	tr64descUrl := deviceUrl.JoinPath(spec.Path()) // lookalike
	return client.Get(tr64descUrl.String())
}

// Client talks to a TR-064 device.
type Client struct {
	DeviceUrl *url.URL
	Password  string
}

// NewClient creates a client for the device URL, taking the password from its userinfo.
func NewClient(deviceUrl *url.URL) *Client {
	anonymous := *deviceUrl
	anonymous.User = nil
	password, _ := deviceUrl.User.Password()
	return &Client{DeviceUrl: &anonymous, Password: password}
}

// Get resolves ref against the device URL and fetches it.
func (client *Client) Get(ref string) (*http.Response, error) {
	refUrl, err := url.Parse(ref)
	if err != nil {
		return nil, err
	}
	return http.Get(client.DeviceUrl.ResolveReference(refUrl).String())
}

// Services fetches the default spec document.
func (client *Client) Services() (*http.Response, error) {
	return fetchServiceSpec(http.DefaultClient, client.DeviceUrl, DefaultServiceSpec)
}
