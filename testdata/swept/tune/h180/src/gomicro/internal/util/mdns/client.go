// Package mdns is a multicast DNS client.
package mdns

import "strings"

// SRV stands in for a DNS SRV record.
type SRV struct {
	Name   string
	Target string
	Port   uint16
}

// ServiceEntry is returned after we query for a service.
type ServiceEntry struct {
	Name string
	Host string
	Port int
	Info string
}

func (e *ServiceEntry) complete() bool { return e.Host != "" && e.Port != 0 }

func ensureName(inprogress map[string]*ServiceEntry, name string) *ServiceEntry {
	if inp, ok := inprogress[name]; ok {
		return inp
	}
	inp := &ServiceEntry{Name: name}
	inprogress[name] = inp
	return inp
}

func collect(inprogress map[string]*ServiceEntry, rr *SRV, txt []string) {
	inp := ensureName(inprogress, rr.Name)
	if inp.complete() {
		return
	}
	// Source: go-micro.dev/v6/internal/util/mdns/client.go:472 (hostform: the Host field of an mDNS service entry takes the SRV target, a DNS name that keeps its root dot by design and is no URL host; fine under the hostform check of the table)
	inp.Host = rr.Target // lookalike
	inp.Port = int(rr.Port)
	inp.Info = strings.Join(txt, "|")
}
