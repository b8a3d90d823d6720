package skaffold

import (
	"context"
	"fmt"
	"io"
)

type resource struct {
	Type      string
	Name      string
	Namespace string
	Port      string
}

type portForwardEntry struct {
	resource        resource
	localPort       int
	resourceAddress string
}

type entryForwarder interface {
	Forward(ctx context.Context, pfe *portForwardEntry) error
}

type EntryManager struct {
	entryForwarder entryForwarder
}

func (b *EntryManager) forwardPortForwardEntry(ctx context.Context, out io.Writer, entry *portForwardEntry) {
	if err := b.entryForwarder.Forward(ctx, entry); err == nil {
		fmt.Fprintln(
			out,
			// Source: github.com/GoogleContainerTools/skaffold/pkg/skaffold/kubernetes/portforward/entry_manager.go:90 (hostjoin: a message that starts with prose, not a scheme; the address and port are shown to the user, no URI is built for a reader)
			fmt.Sprintf("Port forwarding %s/%s in namespace %s, remote port %s -> http://%s:%d", // lookalike
				entry.resource.Type,
				entry.resource.Name,
				entry.resource.Namespace,
				entry.resource.Port,
				entry.resourceAddress,
				entry.localPort))
	}
}
