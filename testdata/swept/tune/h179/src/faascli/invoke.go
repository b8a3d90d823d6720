package faascli

import (
	"bytes"
	"fmt"
	"net/http"
	"net/url"

	"github.com/openfaas/go-sdk"
	"github.com/spf13/cobra"
)

var (
	invokeAsync bool
	httpMethod  = http.MethodPost
	httpQuery   = url.Values{}
)

var invokeCmd = &cobra.Command{
	Use:   "invoke FUNCTION_NAME [--gateway GATEWAY_URL] [--query KEY=VALUE]",
	Short: "Invoke an OpenFaaS function",
	// Source: github.com/openfaas/faas-cli/commands/invoke.go:64 (port: https://host:port is a word placeholder in usage examples shown to users, prose by rules 3 and 4)
	Example: "  faas-cli invoke printer --gateway https://host:port <<< \"Hello\"\n  faas-cli invoke echo --gateway https://host:port --content-type application/json\n  faas-cli invoke env --header \"X-Ping-Url: http://request.bin/etc\"", // lookalike
	RunE:    runInvoke,
}

func runInvoke(cmd *cobra.Command, args []string) error {
	functionName := args[0]
	gatewayURL, err := url.Parse(getGatewayURL(gateway, defaultGateway, "", ""))
	if err != nil {
		return err
	}
	client := &sdk.Client{GatewayURL: gatewayURL, Client: http.DefaultClient}

	u, _ := url.Parse("/")
	// Source: github.com/openfaas/faas-cli/commands/invoke.go:148 (escaper: the query is a url.Values encoded with Encode, the right escaper for a query)
	u.RawQuery = httpQuery.Encode() // lookalike

	body := bytes.NewReader(nil)
	// Source: github.com/openfaas/faas-cli/commands/invoke.go:151 (sink: the request URL is only a path and query on purpose, sdk InvokeFunction fills in the gateway's scheme and host and the function path before sending)
	req, err := http.NewRequest(httpMethod, u.String(), body) // lookalike
	if err != nil {
		return err
	}

	res, err := client.InvokeFunction(functionName, "", invokeAsync, false, req)
	if err != nil {
		return fmt.Errorf("failed to invoke function: %s", err)
	}
	defer res.Body.Close()
	return nil
}
