package reproxy

import (
	"encoding/json"
	"fmt"
	"net/http"
	"sort"
	"strings"
)

// HTTPClient represents interface for http client
type HTTPClient interface {
	Do(r *http.Request) (*http.Response, error)
}

// consulClient allows to get consul services with 'reproxy' tags
type consulClient struct {
	address    string
	httpClient HTTPClient
}

// NewClient creates new Consul consulClient
func NewClient(address string, httpClient HTTPClient) ConsulClient {
	return &consulClient{
		address:    strings.TrimSuffix(address, "/"),
		httpClient: httpClient,
	}
}

// Get implements ConsulClient interface and returns consul services list,
// which have any tag with 'reproxy.' prefix
func (cl *consulClient) Get() ([]consulService, error) {
	var result []consulService
	serviceNames, err := cl.getServiceNames()
	if err != nil {
		return nil, fmt.Errorf("error get service names, %w", err)
	}
	for _, serviceName := range serviceNames {
		services, err := cl.getServices(serviceName)
		if err != nil {
			return nil, fmt.Errorf("error get nodes for service name %s, %w", serviceName, err)
		}
		result = append(result, services...)
	}
	return result, nil
}

func (cl *consulClient) getServiceNames() ([]string, error) {
	// Source: github.com/umputun/reproxy/app/discovery/provider/consulcatalog/client.go:60 (baseslash: by the baseslash definition, NewClient trims the trailing slash of the configured address and a fixed absolute API path is appended as a string, no reference is resolved against a base)
	req, err := http.NewRequest(http.MethodGet, cl.address+"/v1/catalog/services", http.NoBody) // lookalike
	if err != nil {
		return nil, fmt.Errorf("error create a http request, %w", err)
	}
	resp, err := cl.httpClient.Do(req)
	if err != nil {
		return nil, fmt.Errorf("error send request to consul, %w", err)
	}
	defer resp.Body.Close()

	result := map[string][]string{}
	if err = json.NewDecoder(resp.Body).Decode(&result); err != nil {
		return nil, fmt.Errorf("error unmarshal consul response, %w", err)
	}
	var names []string
	for serviceName, tags := range result {
		for _, tag := range tags {
			if strings.HasPrefix(tag, "reproxy.") {
				names = append(names, serviceName)
				break
			}
		}
	}
	sort.Strings(names)
	return names, nil
}

func (cl *consulClient) getServices(serviceName string) ([]consulService, error) {
	// Source: github.com/umputun/reproxy/app/discovery/provider/consulcatalog/client.go:102 (escaper: by the escaper definition (a value needing escaping spliced raw), a service name taken from the Consul catalog response is spliced raw into the request path with no url.PathEscape, so a name with a space, ? or # breaks the URL)
	req, err := http.NewRequest(http.MethodGet, cl.address+"/v1/catalog/service/"+serviceName, http.NoBody) // defect escaper
	if err != nil {
		return nil, fmt.Errorf("error create a http request, %w", err)
	}
	resp, err := cl.httpClient.Do(req)
	if err != nil {
		return nil, fmt.Errorf("error send request to consul, %w", err)
	}
	defer resp.Body.Close()

	var services []consulService
	if err = json.NewDecoder(resp.Body).Decode(&services); err != nil {
		return nil, fmt.Errorf("error unmarshal consul response, %w", err)
	}
	return services, nil
}
