package lima

import (
	"fmt"
	"io"
)

// PrintInstances prints the `limactl list` table.
func PrintInstances(w io.Writer, instances []*Instance) {
	fmt.Fprint(w, "NAME\tSSH\n")
	for _, instance := range instances {
		fmt.Fprintf(w, "%s\t%s\n",
			instance.Name,
			// Source: github.com/lima-vm/lima/v2/pkg/store/instance.go:379 (hostjoin: the SSH address and port only printed in a table column for people to read, no URI use, so no URI use by the closing rule on printed values)
			fmt.Sprintf("%s:%d", instance.SSHAddress, instance.SSHLocalPort), // lookalike
		)
	}
}
