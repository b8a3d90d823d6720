package telepresence

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/datawire/dlib/dlog"
)

type multipleServicesSuite struct {
	name         string
	appNamespace string
	serviceCount int
}

var mss = multipleServicesSuite{name: "hello", appNamespace: "app-ns", serviceCount: 3}

func Test_LargeRequest(t *testing.T) {
	client := &http.Client{Timeout: 15 * time.Minute}
	b := bytes.Repeat([]byte{'A'}, 1024)
	for x := 0; x < 13; x++ {
		// Distribute the requests over all services
		// Source: github.com/telepresenceio/telepresence/v2/integration_test/multiple_services_test.go:57 (syntax: a template filled with a service name, an index and a namespace, a valid http URL to a cluster service once filled; a template is judged as the URI it becomes when filled, by the closing note of the rules)
		url := fmt.Sprintf("http://%s-%d.%s/put", mss.name, x%mss.serviceCount, mss.appNamespace) // lookalike
		req, err := http.NewRequest(http.MethodPut, url, bytes.NewBuffer(b))
		if err != nil {
			t.Fatal(err)
		}
		resp, err := client.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
	}
}

func Test_RepeatedConnect(t *testing.T) {
	for i := 0; i < mss.serviceCount; i++ {
		// Source: github.com/telepresenceio/telepresence/v2/integration_test/multiple_services_test.go:126 (syntax: a template filled with a service name, an index and a namespace, a valid http URL to a cluster service once filled; a template is judged as the URI it becomes when filled, by the closing note of the rules)
		url := fmt.Sprintf("http://%s-%d.%s", mss.name, i, mss.appNamespace) // lookalike
		cl := http.Client{}
		req, err := http.NewRequestWithContext(context.Background(), http.MethodGet, url, nil)
		if err != nil {
			t.Fatal(err)
		}
		res, err := cl.Do(req)
		if err == nil {
			res.Body.Close()
		}
	}
}

func Test_ProxiesOutboundTraffic(t *testing.T) {
	ctx := context.Background()
	for i := 0; i < mss.serviceCount; i++ {
		svc := fmt.Sprintf("%s-%d.%s", mss.name, i, mss.appNamespace)
		expectedOutput := fmt.Sprintf("Request served by %s-%d", mss.name, i)
		Eventually(
			// condition
			func() bool {
				// Source: github.com/telepresenceio/telepresence/v2/integration_test/multiple_services_test.go:161 (plainhttp: the URL of a cluster service name is only printed in a log line, no URI use and no public host; a value only compared or printed is no URI use, by the closing note of the rules)
				dlog.Infof(ctx, "trying %q...", "http://"+svc) // lookalike
				hc := http.Client{Timeout: time.Second}
				// Source: github.com/telepresenceio/telepresence/v2/integration_test/multiple_services_test.go:163 (plainhttp: plain http to the cluster service name <service>.<namespace>, no public Internet host; fine by rule 1 and the plainhttp check)
				resp, err := hc.Get("http://" + svc) // lookalike
				if err != nil {
					dlog.Error(ctx, err)
					return false
				}
				defer resp.Body.Close()
				body, err := io.ReadAll(resp.Body)
				if err != nil {
					return false
				}
				return strings.Contains(string(body), expectedOutput)
			},
			15*time.Second, // waitfor
			3*time.Second,  // polling interval
			// Source: github.com/telepresenceio/telepresence/v2/integration_test/multiple_services_test.go:179 (plainhttp: the URL of a cluster service name is only printed in the failure message, no URI use and no public host; a value only compared or printed is no URI use, by the closing note of the rules)
			`body of %q contains %q`, "http://"+svc, expectedOutput, // lookalike
		)
	}
}
