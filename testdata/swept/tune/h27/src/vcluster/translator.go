package vcluster

import "strings"

func kubernetesEnv(ip string) map[string]string {
	retMap := map[string]string{}
	// finally add kubernetes environment variables
	for _, val := range []string{
		// Source: github.com/loft-sh/vcluster/pkg/controllers/resources/pods/translate/translator.go:981 (hostcase: "IP" is a placeholder the loop replaces with the Service's address, an environment value in Docker link form, no host name; rule 3/5)
		"KUBERNETES_PORT=tcp://IP:443", // lookalike
		"KUBERNETES_PORT_443_TCP_ADDR=IP",
		"KUBERNETES_PORT_443_TCP_PORT=443",
		"KUBERNETES_SERVICE_HOST=IP",
		"KUBERNETES_SERVICE_PORT=443",
	} {
		k, v, _ := strings.Cut(val, "=")
		retMap[k] = strings.ReplaceAll(v, "IP", ip)
	}
	return retMap
}
