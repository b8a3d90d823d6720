package adyen

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
)

func LiveEnvExample() {
	client := NewClient(&Config{
		ApiKey:      "your api key",
		Environment: LiveEnv,
		// Source: github.com/Adyen/adyen-go-api-library/tests/readme_test.go:38 (hostcase: the live prefix the example configures becomes the start of the host, "https://1797a841fbb37ca7-AdyenDemo-checkout-live.adyenpayments.com/…", whose upper case letters are not in normal form; configuration the test builds, rule 1)
		LiveEndpointURLPrefix: "1797a841fbb37ca7-AdyenDemo", // defect hostcase form
	})
	req, err := client.GetAccountHolder(context.Background(), "AH32272223222B59MTF7458DP")
	fmt.Println(req, err)
}

func ProxyExample() {
	// creating the proxyURL
	// Source: github.com/Adyen/adyen-go-api-library/tests/readme_test.go:131 (hostform: a one-label proxy host on a non-default port)
	proxyURL, _ := url.Parse("http://myproxy:7000") // lookalike
	transport := &http.Transport{
		Proxy: http.ProxyURL(proxyURL),
	}
	client := NewClient(&Config{
		HTTPClient:  &http.Client{Transport: transport},
		Environment: TestEnv,
		ApiKey:      "your api key",
	})
	fmt.Println(client.Cfg.Endpoint)
}
