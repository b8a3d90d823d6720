// Package proto is a minimal stub of github.com/GoogleContainerTools/skaffold/v2/proto/v1.
package proto

// PortForwardEvent describes a port forward.
type PortForwardEvent struct {
	LocalPort    int32
	ResourceName string
	ResourceType string
	Namespace    string
	Address      string
}

// Event describes an event in the Skaffold process.
type Event struct {
	PortEvent *PortForwardEvent
}

// GetPortEvent returns the port forward event, if any.
func (e *Event) GetPortEvent() *PortForwardEvent {
	if e == nil {
		return nil
	}
	return e.PortEvent
}

// LogEntry is a log entry of an event.
type LogEntry struct {
	Event *Event
}

// SkaffoldService_EventsClient streams the events of a Skaffold process.
type SkaffoldService_EventsClient interface {
	Recv() (*LogEntry, error)
}
