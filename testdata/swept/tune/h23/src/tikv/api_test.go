package tikv

import (
	"context"
	"fmt"
	"io/ioutil"
	"net/http"
	"strings"

	"github.com/stretchr/testify/suite"
	pd "github.com/tikv/pd/client"
)

type apiTestSuite struct {
	suite.Suite
}

func getConfig(url string) (string, error) {
	transport := &http.Transport{}
	client := http.Client{
		Transport: transport,
	}
	defer transport.CloseIdleConnections()

	resp, err := client.Get(url)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()

	body, err := ioutil.ReadAll(resp.Body)
	if err != nil {
		return "", err
	}
	return string(body), nil
}

func (s *apiTestSuite) getApiVersion(pdCli pd.Client) int {
	stores, err := pdCli.GetAllStores(context.Background())
	s.Nilf(err, "fail to get store, %v", err)

	for _, store := range stores {
		// Source: github.com/tikv/client-go/integration_tests/raw/api_test.go:64 (hostjoin: StatusAddress is the store's status address, host:port as PD gives it; no host is joined to a port here)
		resp, err := getConfig(fmt.Sprintf("http://%s/config", store.StatusAddress)) // lookalike
		s.Nilf(err, "fail to get config of TiKV store %s: %v", store.StatusAddress, err)
		if !strings.Contains(resp, `"api-version":2`) {
			return 1
		}
	}
	return 2
}
