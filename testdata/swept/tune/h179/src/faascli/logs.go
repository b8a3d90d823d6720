package faascli

// logsGatewayURL picks the gateway for the logs command from the flag, the
// stack file and OPENFAAS_URL.
func logsGatewayURL(stackFile, env string) (string, error) {
	yamlGateway := ""
	if stackFile != "" {
		s, err := parseYAMLData([]byte(stackFile))
		if err != nil {
			return "", err
		}
		yamlGateway = s.GatewayURL
	}
	return getGatewayURL(gateway, defaultGateway, yamlGateway, env), nil
}
