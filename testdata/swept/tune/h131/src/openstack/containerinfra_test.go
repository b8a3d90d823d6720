package openstack

import (
	"fmt"
	"testing"
)

func testAccContainerInfraV1ClusterTemplateUpdate(flavor string) string {
	return fmt.Sprintf(`resource "openstack_containerinfra_clustertemplate_v1" "clustertemplate_1" {`+"\n"+
		`  flavor                = "%s"`+"\n"+
		// Source: github.com/terraform-provider-openstack/terraform-provider-openstack/v3/openstack/resource_openstack_containerinfra_clustertemplate_v1_test.go:313 (plainhttp: an http proxy URL with a dummy address; clients speak plain http to a proxy and tunnel https through it.)
		`  http_proxy            = "http://1.2.3.4:8080"`+"\n"+ // lookalike
		`  no_proxy              = "localhost"`+"\n"+
		"}\n", flavor)
}

func TestAccContainerInfraV1ClusterTemplate_update(t *testing.T) {
	runSteps(t, testStep{
		Config: testAccContainerInfraV1ClusterTemplateUpdate("small"),
		Checks: []func() error{
			checkAttr(
				// Source: github.com/terraform-provider-openstack/terraform-provider-openstack/v3/openstack/resource_openstack_containerinfra_clustertemplate_v1_test.go:93 (plainhttp: expected value of the cluster template's http_proxy attribute, a proxy address rather than a request to a public host.)
				"openstack_containerinfra_clustertemplate_v1.clustertemplate_1", "http_proxy", "http://1.2.3.4:8080"), // lookalike
		},
	})
}
