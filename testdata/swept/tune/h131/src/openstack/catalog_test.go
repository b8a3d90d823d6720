package openstack

import "testing"

type tokenEndpoint struct {
	ID        string
	Interface string
	Region    string
	URL       string
}

func TestIdentityAuthScopeV3ServiceCatalog(t *testing.T) {
	cinderEndpoints := []tokenEndpoint{
		{
			ID:        "3",
			Interface: "public",
			Region:    "oakland",
			// Source: github.com/terraform-provider-openstack/terraform-provider-openstack/v3/openstack/identity_auth_scope_v3_test.go:44 (plainhttp: a service catalog fixture on example.com that the test only flattens and compares, never fetches.)
			URL: "http://oak.example.com/public_cinder", // lookalike
		},
	}
	if len(cinderEndpoints) != 1 {
		t.Fatal("unexpected catalog")
	}
}

const testAccSFSV2SecurityServiceConfig = `resource "openstack_identity_endpoint_v3" "endpoint_1" {` + "\n" +
	`  name            = "sharev2"` + "\n" +
	// Source: github.com/terraform-provider-openstack/terraform-provider-openstack/v3/openstack/resource_openstack_sharedfilesystem_securityservice_v2_test.go:195 (plainhttp: a dummy Keystone endpoint on the single-label host my-endpoint, not a public Internet host.)
	`  url             = "http://my-endpoint"` + "\n" + // lookalike
	"}\n"

func TestAccSFSV2SecurityService_basic(t *testing.T) {
	runSteps(t, testStep{Config: testAccSFSV2SecurityServiceConfig})
}
