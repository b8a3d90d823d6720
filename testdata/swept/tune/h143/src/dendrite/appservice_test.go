package dendrite

import (
	"fmt"
	"path"
	"testing"
)

type appServiceConfig struct {
	ID  string
	URL string
}

func TestAppserviceUnixSocket(t *testing.T) {
	socket := path.Join(t.TempDir(), "socket")
	as := &appServiceConfig{
		ID: "someID",
		// Source: github.com/element-hq/dendrite/appservice/appservice_test.go:234 (hostform: a unix scheme URI of an absolute socket path has an empty authority, which the unix scheme does not need filled)
		URL: fmt.Sprintf("unix://%s", socket), // lookalike
	}
	_ = as
}
