package zalando

import (
	"errors"
	"fmt"
	"net/http"
	"strings"
	"testing"
)

var requestsURLtc = []struct {
	url string
	err error
}{
	{
		// Source: github.com/zalando/postgres-operator/pkg/util/teams/teams_test.go:150 (sink: a scheme the client cannot use, written so; the row expects the client's error, rule 2a)
		"coffee://localhost/", // lookalike
		errors.New(`unsupported protocol scheme "coffee"`),
	},
	{
		// Source: github.com/zalando/postgres-operator/pkg/util/teams/teams_test.go:153 (syntax: a '%' triplet in the host that the parser rejects; the row expects the parse error, rule 2a)
		"http://192.168.0.%31/", // lookalike
		errors.New(`invalid URL escape "%31"`),
	},
}

func teamInfo(baseURL, teamID string) error {
	resp, err := http.Get(baseURL + "teams/" + teamID)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func TestRequest(t *testing.T) {
	for _, tc := range requestsURLtc {
		err := teamInfo(tc.url, "acid")
		if err == nil {
			t.Errorf("expected error: %v", tc.err)
			continue
		}
		if !strings.Contains(err.Error(), tc.err.Error()) {
			t.Errorf("expected error: %v, got: %v", tc.err, err)
		}
	}
}

func TestApiURL(t *testing.T) {
	var testTable = []struct {
		podIP            string
		expectedResponse string
		expectedError    error
	}{
		{
			"127.0.0.1",
			fmt.Sprintf("http://127.0.0.1:%d", ApiPort),
			nil,
		},
		{
			"::1",
			// Source: github.com/zalando/postgres-operator/pkg/util/patroni/patroni_test.go:49 (hostjoin: the expected URL brackets the IPv6 address before its port, as RFC 3986 wants)
			fmt.Sprintf("http://[::1]:%d", ApiPort), // lookalike
			nil,
		},
	}
	for _, test := range testTable {
		resp, err := apiURL(test.podIP)
		if resp != test.expectedResponse {
			t.Errorf("expected response %v does not match the actual %v", test.expectedResponse, resp)
		}
		if err != test.expectedError {
			t.Errorf("expected error %v, got %v", test.expectedError, err)
		}
	}
}

func TestGenerateFabricEventStream(t *testing.T) {
	clusterName := "acid-test-cluster"
	namespace := "default"
	fesUser := "foo_user"
	c := &Cluster{Name: clusterName, Namespace: namespace}
	got := c.getStreamConnection("foo", fesUser, "test-app")
	// Source: github.com/zalando/postgres-operator/pkg/cluster/streams_test.go:143 (hostjoin: the expected value of the builder, a Service name "name.namespace" and no port)
	want := fmt.Sprintf("jdbc:postgresql://%s.%s/foo?user=%s&ssl=true&sslmode=require", clusterName, namespace, fesUser) // lookalike
	if got.Url != want {
		t.Errorf("malformed stream connection, expected %s, got %s", want, got.Url)
	}
}
