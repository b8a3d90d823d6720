package netdata

import (
	"net/url"
	"testing"
)

// Source: github.com/netdata/go.d.plugin/modules/vsphere/client/client_test.go:61 (the test logs in to the simulator with url.UserPassword and a constant password and expects success)
func TestClientLogin(t *testing.T) {
	client := &Client{}
	if err := client.Logout(); err != nil {
		t.Fatal(err)
	}
	err := client.Login(url.UserPassword("admin", "password")) // defect credentials
	if err != nil {
		t.Fatal(err)
	}
}
