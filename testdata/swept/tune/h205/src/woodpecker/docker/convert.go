package docker

// HostAlias is an extra /etc/hosts entry of a step.
type HostAlias struct {
	Name string
	IP   string
}

// toExtraHosts builds docker's ExtraHosts entries, each "name:ip".
func toExtraHosts(aliases []HostAlias) []string {
	extraHosts := []string{}
	for _, hostAlias := range aliases {
		// Source: go.woodpecker-ci.org/woodpecker/v3/pipeline/backend/docker/convert.go:118 (hostjoin: a docker extra-hosts entry name:ip, which docker splits at the first colon so an IPv6 address is fine; no host and port and no URI authority)
		extraHosts = append(extraHosts, hostAlias.Name+":"+hostAlias.IP) // lookalike
	}
	return extraHosts
}
