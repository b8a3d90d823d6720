// Package openstack holds cases rewritten from github.com/terraform-provider-openstack/terraform-provider-openstack/v3.
package openstack

import (
	"context"
	"errors"
	"net/http"
	"strings"
)

type serviceClient struct {
	Endpoint string
}

func accountProjectID(client *serviceClient, projectID string) (string, error) {
	v := strings.SplitN(client.Endpoint, "/AUTH_", 2)
	if len(v) != 2 {
		return "", errors.New("could not extract project_id from the endpoint")
	}
	if projectID != v[1] {
		// Source: github.com/terraform-provider-openstack/terraform-provider-openstack/v3/openstack/resource_openstack_objectstorage_account_v1.go:246 (escaper: the project ID is appended raw to the Swift endpoint path, and whether an ID needs escaping is not known from the code.)
		ep := v[0] + "/AUTH_" + projectID // lookalike
		client.Endpoint = ep
	}
	return projectID, nil
}

// imageFile downloads image_source_url the way the provider does.
func imageFile(ctx context.Context, furl string) (*http.Response, error) {
	request, err := http.NewRequestWithContext(ctx, http.MethodGet, furl, nil)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(request)
}
