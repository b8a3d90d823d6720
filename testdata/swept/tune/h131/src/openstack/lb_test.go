package openstack

import (
	"fmt"
	"testing"
)

const testAccCheckLbV2L7PolicyConfig = `resource "openstack_lb_listener_v2" "listener_1" {}` + "\n"

func testAccCheckLbV2L7PolicyConfigBasic() string {
	return fmt.Sprintf("%s\n"+
		`resource "openstack_lb_l7policy_v2" "l7policy_1" {`+"\n"+
		`  action       = "REDIRECT_TO_URL"`+"\n"+
		// Source: github.com/terraform-provider-openstack/terraform-provider-openstack/v3/openstack/resource_openstack_lb_l7policy_v2_test.go:251 (plainhttp: the load balancer redirect target is on www.example.com, a reserved documentation domain, and nothing fetches it.)
		`  redirect_url = "http://www.example.com"`+"\n"+ // lookalike
		"}\n", testAccCheckLbV2L7PolicyConfig)
}

func TestAccLBV2L7Policy_basic(t *testing.T) {
	runSteps(t, testStep{
		Config: testAccCheckLbV2L7PolicyConfigBasic(),
		Checks: []func() error{
			checkAttr(
				// Source: github.com/terraform-provider-openstack/terraform-provider-openstack/v3/openstack/resource_openstack_lb_l7policy_v2_test.go:57 (plainhttp: expected redirect_url on the reserved documentation domain www.example.com; a redirect value, not a request.)
				"openstack_lb_l7policy_v2.l7policy_1", "redirect_url", "http://www.example.com"), // lookalike
		},
	})
}
