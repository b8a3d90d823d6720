package agent

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"time"
)

// APIClient is used to execute HTTP requests against the agent API
type APIClient struct {
	httpClient *http.Client
}

// NewAPIClient returns a pointer to a new APIClient instance
func NewAPIClient() *APIClient {
	return &APIClient{httpClient: &http.Client{Timeout: time.Second * 3}}
}

type getEdgeKeyResponse struct {
	Key string `json:"key"`
}

// GetEdgeKey executes a KeyInspect operation against the specified server;
// serverAddr is the host:port of another agent in the cluster.
func (client *APIClient) GetEdgeKey(serverAddr string) (string, error) {
	// Source: github.com/portainer/agent/edge/client/client.go:34 (syntax: the template is filled with a cluster member's host:port authority, giving a well-formed http URL; the IPv6 fault lies in the callers' host join; a template is judged as the URI it becomes when filled)
	requestURL := fmt.Sprintf("http://%s/key", serverAddr) // lookalike

	req, err := http.NewRequest(http.MethodGet, requestURL, nil)
	if err != nil {
		return "", err
	}
	resp, err := client.httpClient.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return "", errors.New("GetEdgeKey operation failed")
	}
	var data getEdgeKeyResponse
	if err := json.NewDecoder(resp.Body).Decode(&data); err != nil {
		return "", err
	}
	return data.Key, nil
}

type setEdgeKeyPayload struct {
	Key string
}

// SetEdgeKey executes a KeyCreate operation against the specified server
func (client *APIClient) SetEdgeKey(serverAddr, key string) error {
	data, err := json.Marshal(setEdgeKeyPayload{Key: key})
	if err != nil {
		return err
	}

	// Source: github.com/portainer/agent/edge/client/client.go:77 (plainhttp: plain http to another agent of the same cluster, an internal cluster address and no public Internet host; by the plainhttp check, which spares private and internal hosts)
	requestURL := fmt.Sprintf("http://%s/key", serverAddr) // lookalike

	req, err := http.NewRequest(http.MethodPost, requestURL, bytes.NewReader(data))
	if err != nil {
		return err
	}
	resp, err := client.httpClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
