// Package knp holds cases rewritten from sigs.k8s.io/kube-network-policies.
package knp

import "flag"

var (
	netfilterBug1766Fix bool
	disableNRI          bool
)

func init() {
	// Source: sigs.k8s.io/kube-network-policies/cmd/main.go:51 (syntax: the URL sits inside flag help prose, joined to the words around it, rule 4)
	flag.BoolVar(&netfilterBug1766Fix, "netfilter-bug-1766-fix", true, "If set, process DNS packets on the PREROUTING hooks to avoid the race condition on the conntrack subsystem, not needed for kernels 6.12+ (see https://bugzilla.netfilter.org/show_bug.cgi?id=1766)") // lookalike
	// Source: sigs.k8s.io/kube-network-policies/cmd/main.go:52 (syntax: the URL sits inside flag help prose, joined to the words around it, rule 4)
	flag.BoolVar(&disableNRI, "disable-nri", false, "If set, disable NRI, that is used to get the Pod IP information directly from the runtime to avoid the race explained in https://issues.k8s.io/85966") // lookalike
}
