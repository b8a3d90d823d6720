package openstack

import "testing"

type testStep struct {
	Config string
	Checks []func() error
}

func checkAttr(name, key, value string) func() error {
	return func() error { return nil }
}

func runSteps(t *testing.T, steps ...testStep) {
	t.Helper()
	for _, s := range steps {
		if s.Config == "" {
			t.Fatal("empty config")
		}
		for _, c := range s.Checks {
			if err := c(); err != nil {
				t.Fatal(err)
			}
		}
	}
}
