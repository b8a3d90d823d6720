package critools

const (
	// Source: sigs.k8s.io/cri-tools/pkg/framework/test_context.go:135 (hostform: a unix socket endpoint has an empty authority by design)
	ContainerdSockPathUnix = "unix:///run/containerd/containerd.sock" // lookalike
	// Source: sigs.k8s.io/cri-tools/pkg/framework/test_context.go:136 (dotsegment: the "." is the local-machine name of a Windows pipe path that the endpoint parser requires)
	ContainerdSockPathWindows = "npipe:////./pipe/containerd-containerd" // lookalike
)
