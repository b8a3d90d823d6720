package telepresence

import (
	"fmt"
	"net/http"
	"net/url"
	"os"
	"strconv"
)

// EnvAPIPort is the environment variable that holds the agent's API port.
const EnvAPIPort = "TELEPRESENCE_API_PORT"

// apiURL creates the generic URL needed to access the service
func apiURL() (string, error) {
	pe := os.Getenv(EnvAPIPort)
	if _, err := strconv.ParseUint(pe, 10, 16); err != nil {
		return "", fmt.Errorf("value %q of env %s does not represent a valid port number", pe, EnvAPIPort)
	}
	// Source: github.com/telepresenceio/telepresence/v2/integration_test/testdata/apiserveraccess/main.go:125 (hostjoin: the host is the literal localhost and the port was checked to be a 16-bit number, so joining with ':' is safe; fine by the hostjoin check; fine by the hostjoin check)
	return "http://localhost:" + pe, nil // lookalike
}

// doRequest calls the consume-here endpoint with the given headers and returns the result
func doRequest(rqUrl string, path string, hm map[string]string) (int, error) {
	// Source: github.com/telepresenceio/telepresence/v2/integration_test/testdata/apiserveraccess/main.go:130 (escaper: url.QueryEscape is the right escaper for the path value placed in the query; fine by the escaper check; fine by the escaper check)
	rq, err := http.NewRequest("GET", rqUrl+"?path="+url.QueryEscape(path), nil) // lookalike
	if err != nil {
		return 0, err
	}
	for k, v := range hm {
		rq.Header.Set(k, v)
	}
	rs, err := http.DefaultClient.Do(rq)
	if err != nil {
		return 0, err
	}
	defer rs.Body.Close()
	return rs.StatusCode, nil
}

func consumeHere(path string) (int, error) {
	apiUrl, err := apiURL()
	if err != nil {
		return 0, err
	}
	return doRequest(apiUrl+"/consume-here", path, nil)
}
