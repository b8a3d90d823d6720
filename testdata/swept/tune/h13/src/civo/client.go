package civo

import (
	"fmt"
	"io"
	"net/http"
	"net/url"
	"time"
)

// Client is the means of connecting to the Civo API service.
type Client struct {
	BaseURL    *url.URL
	APIKey     string
	Region     string
	httpClient *http.Client
}

// NewClientWithURL initializes a Client with a specific API URL.
func NewClientWithURL(apiKey, civoAPIURL, region string) (*Client, error) {
	parsedURL, err := url.Parse(civoAPIURL)
	if err != nil {
		return nil, err
	}
	return &Client{BaseURL: parsedURL, APIKey: apiKey, Region: region, httpClient: &http.Client{}}, nil
}

func (c *Client) prepareClientURL(requestURL string) *url.URL {
	// Source: github.com/civo/civogo/client.go:189 (baseslash: the path is appended to the base's text, nothing is resolved against it)
	u, _ := url.Parse(c.BaseURL.String() + requestURL) // lookalike
	return u
}

func (c *Client) sendRequest(req *http.Request) ([]byte, error) {
	param := req.URL.Query()
	if param.Get("region") == "" && c.Region != "" {
		param.Add("region", c.Region)
		req.URL.RawQuery = param.Encode()
	}
	resp, err := c.httpClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return io.ReadAll(resp.Body)
}

// SendGetRequest sends a correctly authenticated get request to the API server.
func (c *Client) SendGetRequest(uri string) ([]byte, error) {
	u := c.prepareClientURL(uri)
	req, err := http.NewRequest("GET", u.String(), nil)
	if err != nil {
		return nil, err
	}
	return c.sendRequest(req)
}

// SendPutRequest sends a correctly authenticated put request to the API server.
func (c *Client) SendPutRequest(uri string) ([]byte, error) {
	u := c.prepareClientURL(uri)
	req, err := http.NewRequest("PUT", u.String(), nil)
	if err != nil {
		return nil, err
	}
	return c.sendRequest(req)
}

// ListCharges returns all charges for the calling API account.
func (c *Client) ListCharges(from, to time.Time) ([]byte, error) {
	url := "/v2/charges"
	// Source: github.com/civo/civogo/charge.go:23 (escaper: times formatted with time.RFC3339 written into the query with no escaper; a time east of UTC holds "+01:00", whose '+' form decoding reads as a space, as base64 text would)
	url = url + fmt.Sprintf("?from=%s&to=%s", from.Format(time.RFC3339), to.Format(time.RFC3339)) // defect escaper
	return c.SendGetRequest(url)
}

// EnableRecoveryMode enables recovery mode for the specified instance.
func (c *Client) EnableRecoveryMode(id string) ([]byte, error) {
	// Source: github.com/civo/civogo/instance.go:439 (escaper: an instance ID and a region code written unescaped; the check is silent on IDs)
	return c.SendPutRequest(fmt.Sprintf("/v2/instances/%s/recovery?region=%s", id, c.Region)) // lookalike
}

// FakeClient is a temporary in-memory store of all objects.
type FakeClient struct{}

// GetInstanceConsoleURL implemented in a fake way for automated tests.
func (c *FakeClient) GetInstanceConsoleURL(id string) (string, error) {
	// Source: github.com/civo/civogo/fake_client.go:666 (escaper: an instance ID after a known host, with no escaper; the check is silent on IDs)
	return fmt.Sprintf("https://console.example.com/%s", id), nil // lookalike
}

// KubernetesCluster is a cluster.
type KubernetesCluster struct {
	ID          string
	APIEndPoint string
	MasterIP    string
}
