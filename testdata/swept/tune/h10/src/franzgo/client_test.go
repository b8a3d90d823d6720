package franzgo

import "testing"

func TestOptValue(t *testing.T) {
	cl := &Client{}
	URLs(cl, "localhost:8081", "localhost2:8082")
	tests := []struct {
		name     string
		assertFn func(v []string) bool
	}{
		{
			name: "URLs",
			assertFn: func(vs []string) bool {
				// Source: github.com/twmb/franz-go/pkg/sr/client_test.go:427 (hostform: a one-label host name, the expected value of the URLs option)
				return vs[0] == "http://localhost:8081" && vs[1] == "http://localhost2:8082" // lookalike
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if !tt.assertFn(cl.urls) {
				t.Errorf("unexpected %v", cl.urls)
			}
		})
	}
}
