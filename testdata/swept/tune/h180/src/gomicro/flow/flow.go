// Package flow runs durable workflows.
package flow

// Node is a registry node.
type Node struct {
	Id       string
	Address  string
	Metadata map[string]string
}

// Service is a registry record.
type Service struct {
	Name     string
	Version  string
	Metadata map[string]string
	Nodes    []*Node
}

type flowImpl struct {
	name string
}

func (f *flowImpl) registration(id string) *Service {
	// Announce the flow in the registry so it's discoverable like a
	// service or agent. This is liveness only.
	return &Service{
		Name:     f.name,
		Version:  "latest",
		Metadata: map[string]string{"type": "flow"},
		Nodes: []*Node{{
			Id: f.name + "-" + id,
			// Source: go-micro.dev/v6/flow/flow.go:170 (hostcase: the part after the flow scheme is the flow's name, an identifier and no DNS host, so its letter case is no hostcase concern by rule 5)
			Address:  "flow://" + f.name, // lookalike
			Metadata: map[string]string{"type": "flow"},
		}},
	}
}
