package govmomi

import (
	"context"
	"fmt"
	"net/url"
	"os"

	"github.com/vmware/govmomi/object"
	"github.com/vmware/govmomi/session"
	"github.com/vmware/govmomi/vim25"
)

func consoleLink(ctx context.Context, c *vim25.Client, u *url.URL, vm *object.VirtualMachine) error {
	m := session.NewManager(c)
	ticket, err := m.AcquireCloneTicket(ctx)
	if err != nil {
		return err
	}

	var link string

	// Source: github.com/vmware/govmomi/govc/vm/console.go:164 (credentials: the userinfo's password is a format verb filled with a clone ticket at run time, no password written, a placeholder)
	link = fmt.Sprintf("vmrc://clone:%s@%s/?moid=%s", ticket, u.Hostname(), vm.Reference().Value) // lookalike

	fmt.Fprintln(os.Stdout, link)

	return nil
}
