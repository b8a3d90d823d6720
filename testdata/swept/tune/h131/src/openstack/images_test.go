package openstack

import "testing"

const testAccImagesImageIDsCirros = `resource "openstack_images_image_v2" "image_1" {` + "\n" +
	`  container_format = "bare"` + "\n" +
	// Source: github.com/terraform-provider-openstack/terraform-provider-openstack/v3/openstack/data_source_openstack_images_image_ids_v2_test.go:85 (plainhttp: the test config's image_source_url is fetched by the provider with a plain http GET from a public download host that also serves https.)
	`  image_source_url = "http://download.cirros-cloud.net/0.3.5/cirros-0.3.5-x86_64-disk.img"` + "\n" + // defect plainhttp
	"}\n" +
	`resource "openstack_images_image_v2" "image_2" {` + "\n" +
	`  container_format = "bare"` + "\n" +
	// Source: github.com/terraform-provider-openstack/terraform-provider-openstack/v3/openstack/data_source_openstack_images_image_ids_v2_test.go:98 (plainhttp: the second image of the same test config is also fetched over plain http from the public cirros download host.)
	`  image_source_url = "http://download.cirros-cloud.net/0.5.1/cirros-0.5.1-x86_64-disk.img"` + "\n" + // defect plainhttp
	"}\n"

const testAccImagesImageDataSourceCirros = `resource "openstack_images_image_v2" "image_1" {` + "\n" +
	// Source: github.com/terraform-provider-openstack/terraform-provider-openstack/v3/openstack/data_source_openstack_images_image_v2_test.go:125 (plainhttp: working test configuration whose image is downloaded over plain http from a public host that serves https.)
	`  image_source_url = "http://download.cirros-cloud.net/0.3.5/cirros-0.3.5-x86_64-disk.img"` + "\n" + // defect plainhttp
	"}\n" +
	`resource "openstack_images_image_v2" "image_2" {` + "\n" +
	// Source: github.com/terraform-provider-openstack/terraform-provider-openstack/v3/openstack/data_source_openstack_images_image_v2_test.go:137 (plainhttp: the second image of the same working config is also downloaded over plain http from the public cirros host.)
	`  image_source_url = "http://download.cirros-cloud.net/0.3.5/cirros-0.3.5-x86_64-disk.img"` + "\n" + // defect plainhttp
	"}\n" +
	`resource "openstack_images_image_v2" "image_3" {` + "\n" +
	`  hidden = true` + "\n" +
	// Source: github.com/terraform-provider-openstack/terraform-provider-openstack/v3/openstack/data_source_openstack_images_image_v2_test.go:149 (plainhttp: the third, hidden image of the same working config is also downloaded over plain http from the public cirros host.)
	`  image_source_url = "http://download.cirros-cloud.net/0.3.5/cirros-0.3.5-x86_64-disk.img"` + "\n" + // defect plainhttp
	"}\n"

const testAccImagesImageAccessAccept = `resource "openstack_images_image_v2" "image_1" {` + "\n" +
	// Source: github.com/terraform-provider-openstack/terraform-provider-openstack/v3/openstack/resource_openstack_images_image_access_accept_v2_test.go:85 (plainhttp: working test configuration whose image is downloaded over plain http from a public host that serves https.)
	`  image_source_url = "http://download.cirros-cloud.net/0.3.5/cirros-0.3.5-x86_64-disk.img"` + "\n" + // defect plainhttp
	`  visibility = "shared"` + "\n" +
	"}\n"

const testAccImagesImageAccess = `resource "openstack_images_image_v2" "image_1" {` + "\n" +
	// Source: github.com/terraform-provider-openstack/terraform-provider-openstack/v3/openstack/resource_openstack_images_image_access_v2_test.go:124 (plainhttp: working test configuration whose image is downloaded over plain http from a public host that serves https.)
	`  image_source_url = "http://download.cirros-cloud.net/0.3.5/cirros-0.3.5-x86_64-disk.img"` + "\n" + // defect plainhttp
	`  visibility = "shared"` + "\n" +
	"}\n"

const testAccImagesImageBasic = `resource "openstack_images_image_v2" "image_1" {` + "\n" +
	`  name = "Rancher TerraformAccTest"` + "\n" +
	// Source: github.com/terraform-provider-openstack/terraform-provider-openstack/v3/openstack/resource_openstack_images_image_v2_test.go:458 (syntax: the literal is HCL configuration text around a well-formed https image URL, not a URI itself; uniform sample of 1 of 15 such configs.)
	`  image_source_url = "https://releases.rancher.com/os/latest/rancheros-openstack.img"` + "\n" + // lookalike
	"}\n"

func TestAccImagesV2Configs(t *testing.T) {
	runSteps(t,
		testStep{Config: testAccImagesImageIDsCirros},
		testStep{Config: testAccImagesImageDataSourceCirros},
		testStep{Config: testAccImagesImageAccessAccept},
		testStep{Config: testAccImagesImageAccess},
		testStep{Config: testAccImagesImageBasic},
	)
}
