package faascli

import (
	"fmt"
	"net/http"
	"strings"

	"github.com/spf13/cobra"
)

const defaultGateway = "http://127.0.0.1:8080"

var (
	gateway  string
	yamlFile string
)

var faasCmd = &cobra.Command{Use: "faas-cli", RunE: runFaas}

// runFaas stands in for cobra's dispatch to the sub-commands: it reads the
// -f and --gateway flags they share and lists the functions on the gateway.
func runFaas(cmd *cobra.Command, args []string) error {
	for i, a := range args {
		if strings.HasPrefix(a, "--gateway=") {
			gateway = strings.TrimPrefix(a, "--gateway=")
		}
		if a == "-f" && i+1 < len(args) {
			yamlFile = args[i+1]
		}
	}
	if len(args) > 0 && args[0] == "diff" && yamlFile == "" {
		return fmt.Errorf("no YAML file specified")
	}
	endpoint, err := createSystemEndpoint(getGatewayURL(gateway, defaultGateway, "", ""), "")
	if err != nil {
		return err
	}
	res, err := http.Get(endpoint)
	if err != nil {
		return err
	}
	return res.Body.Close()
}

func resetForTest() {
	gateway = ""
	yamlFile = ""
}
