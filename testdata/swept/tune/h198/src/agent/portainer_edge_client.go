package agent

import (
	"errors"
	"fmt"
	"net/http"
)

// PortainerEdgeClient is used to execute HTTP requests against the Portainer API
type PortainerEdgeClient struct {
	httpClient      *http.Client
	serverAddress   string
	getEndpointIDFn func() int
}

// GetEdgeStackConfig retrieves the configuration associated to an Edge stack
func (client *PortainerEdgeClient) GetEdgeStackConfig(edgeStackID int, version *int) error {
	requestURL := fmt.Sprintf("%s/api/endpoints/%d/edge/stacks/%d", client.serverAddress, client.getEndpointIDFn(), edgeStackID)

	if version != nil {
		// Source: github.com/portainer/agent/edge/client/portainer_edge_client.go:196 (escaper: the query value is an integer formatted with %d, which needs no escaping; a template is judged as the URI it becomes when filled)
		requestURL += fmt.Sprintf("?version=%d", *version) // lookalike
	}

	req, err := http.NewRequest(http.MethodGet, requestURL, nil)
	if err != nil {
		return err
	}
	resp, err := client.httpClient.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return errors.New("GetEdgeStackConfig operation failed")
	}
	return nil
}
