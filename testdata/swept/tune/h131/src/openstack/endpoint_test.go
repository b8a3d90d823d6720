package openstack

import (
	"fmt"
	"testing"
)

func testAccIdentityV3EndpointBasic(endpointName string) string {
	return fmt.Sprintf(`resource "openstack_identity_endpoint_v3" "endpoint_1" {`+"\n"+
		`  name = "%s"`+"\n"+
		// Source: github.com/terraform-provider-openstack/terraform-provider-openstack/v3/openstack/resource_openstack_identity_endpoint_v3_test.go:172 (syntax: the format writes a doubled percent so the config holds a Keystone endpoint template whose tenant_id placeholder Keystone substitutes; right where it stands.)
		`  url = "http://myservice.local/v1.0/%%(tenant_id)s"`+"\n"+ // lookalike
		"}\n", endpointName)
}

func TestAccIdentityV3Endpoint_basic(t *testing.T) {
	runSteps(t,
		testStep{
			Config: testAccIdentityV3EndpointBasic("endpoint-1"),
			Checks: []func() error{
				checkAttr(
					// Source: github.com/terraform-provider-openstack/terraform-provider-openstack/v3/openstack/resource_openstack_identity_endpoint_v3_test.go:42 (syntax: the expected url attribute is a Keystone endpoint template with a tenant_id placeholder, a form Keystone requires for this field.)
					"openstack_identity_endpoint_v3.endpoint_1", "url", "http://myservice.local/v1.0/%(tenant_id)s"), // lookalike
			},
		},
		testStep{
			Config: testAccIdentityV3EndpointBasic("endpoint-2"),
			Checks: []func() error{
				checkAttr(
					// Source: github.com/terraform-provider-openstack/terraform-provider-openstack/v3/openstack/resource_openstack_identity_endpoint_v3_test.go:57 (syntax: the updated endpoint's expected url is again a Keystone template with a tenant_id placeholder, not a final URI.)
					"openstack_identity_endpoint_v3.endpoint_1", "url", "http://my-new-service/v1.0/%(tenant_id)s"), // lookalike
			},
		},
	)
}
