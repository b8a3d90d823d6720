package maddy

import (
	"net/url"
	"testing"
)

// Check is a milter check configured by an endpoint URL.
type Check struct {
	milterURL string
}

func (c *Check) Init() error {
	_, err := url.Parse(c.milterURL)
	return err
}

// Source: github.com/foxcpp/maddy/internal/check/milter/milter_test.go:35 (hostform: a unix endpoint with an empty authority in a table of endpoints the validator must accept; the unix scheme needs no host (rule 2c/2d); uniform sample 17 of 51.)
func TestAcceptValidEndpoints(t *testing.T) {
	for _, endpoint := range []string{
		"unix:///path", // lookalike
	} {
		c := &Check{milterURL: endpoint}
		if err := c.Init(); err != nil {
			t.Errorf("Unexpected failure for %s: %v", endpoint, err)
		}
	}
}
