package reproxy

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand"
	"net/http"
	"regexp"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestServer_controllers(t *testing.T) {
	port := rand.Intn(10000) + 40000
	srv := Server{Listen: fmt.Sprintf("127.0.0.1:%d", port), Mappers: []URLMapper{
		{Server: "srv1", SrcMatch: *regexp.MustCompile("/api/(.*)"), Dst: "/blah/$1", ProviderID: PIFile,
			PingURL: "http://example.com/ping"},
	}}
	ctx, cancel := context.WithTimeout(context.Background(), 500*time.Millisecond)
	defer cancel()
	go srv.Run(ctx)
	time.Sleep(10 * time.Millisecond)

	client := http.Client{}
	{
		// Source: github.com/umputun/reproxy/app/mgmt/server_test.go:69 (hostjoin: rule 1, request to the local management server whose host is the fixed loopback literal and only strconv.Itoa of the port is appended; uniform sample 1 of 45 concatenated loopback URLs)
		req, err := http.NewRequest("GET", "http://127.0.0.1:"+strconv.Itoa(port)+"/ping", http.NoBody) // lookalike
		require.NoError(t, err)
		resp, err := client.Do(req)
		require.NoError(t, err)
		defer resp.Body.Close()
		assert.Equal(t, http.StatusOK, resp.StatusCode)
	}

	{
		// Source: github.com/umputun/reproxy/app/mgmt/server_test.go:80 (hostjoin: rule 1, request for the routes listing to the fixed loopback literal with strconv.Itoa of the port appended; kept beside the ping:http case, sample 2 of 45)
		req, err := http.NewRequest("GET", "http://127.0.0.1:"+strconv.Itoa(port)+"/routes", http.NoBody) // lookalike
		require.NoError(t, err)
		resp, err := client.Do(req)
		require.NoError(t, err)
		defer resp.Body.Close()

		data := map[string][]any{}
		err = json.NewDecoder(resp.Body).Decode(&data)
		require.NoError(t, err)
		// Source: github.com/umputun/reproxy/app/mgmt/server_test.go:98 (syntax: by the compare rule, a key:value fragment ping:http://... only searched for with assert.Contains in the printed routes, no URI use)
		assert.Contains(t, fmt.Sprintf("%v", data["srv1"][0]), `ping:http://example.com/ping`, data["srv1"][0]) // lookalike
	}
}
