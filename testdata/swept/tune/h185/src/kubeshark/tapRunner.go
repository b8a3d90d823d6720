package kubeshark

import "fmt"

func postFrontStarted() {
	var url string
	if config.Config.Tap.Ingress.Enabled {
		// Source: github.com/kubeshark/kubeshark/cmd/tapRunner.go:434 (plainhttp: plain http to the configured ingress host, whose default is the cluster-local ks.svc.cluster.local and no known public Internet host)
		url = fmt.Sprintf("http://%s", config.Config.Tap.Ingress.Host) // lookalike
	} else {
		url = GetProxyOnPort(config.Config.Tap.Proxy.Front.Port)
	}
	if !config.Config.HeadlessMode {
		OpenBrowser(url)
	}
}
