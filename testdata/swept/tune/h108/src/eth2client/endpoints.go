package eth2client

import (
	"context"
	"fmt"
	"net/http"
	"strings"
)

// EventsOpts are the options for an events stream.
type EventsOpts struct {
	Topics []string
}

// Events builds the URL of the events stream.
func (s *Service) Events(opts *EventsOpts) string {
	// Source: github.com/attestantio/go-eth2-client/http/events.go:48 (sink: a relative endpoint path that urlForCall appends to the configured base, never given to an HTTP client alone)
	endpoint := "/eth/v1/events" // lookalike
	// Source: github.com/attestantio/go-eth2-client/http/events.go:49 (escaper: the topics are fixed event names such as head or block, and raw names are look-alikes)
	query := "topics=" + strings.Join(opts.Topics, "&topics=") // lookalike
	callURL := urlForCall(s.base, endpoint, query)

	return callURL.String()
}

// BroadcastValidation is a broadcast validation level.
type BroadcastValidation int

func (b BroadcastValidation) String() string {
	switch b {
	case 1:
		return "consensus"
	default:
		return "gossip"
	}
}

// SubmitBlindedProposalOpts are the options for submitting a blinded proposal.
type SubmitBlindedProposalOpts struct {
	BroadcastValidation *BroadcastValidation
}

// SubmitBlindedProposal builds the query of a blinded proposal submission.
func (s *Service) SubmitBlindedProposal(opts *SubmitBlindedProposalOpts) string {
	query := ""
	if opts.BroadcastValidation != nil {
		// Source: github.com/attestantio/go-eth2-client/http/submitblindedproposal.go:76 (escaper: an enum name from String() is a fixed token that is raw in the query, a look-alike)
		query = "broadcast_validation=" + opts.BroadcastValidation.String() // lookalike
	}

	return query
}

// Opts are the options shared by the endpoint calls below.
type Opts struct {
	Epoch uint64
	Slot  uint64
	State string
}

// Endpoints issues the endpoint calls (uniform sample of 5 of 29 endpoint builders).
func (s *Service) Endpoints(ctx context.Context, opts *Opts) []*http.Response {
	var out []*http.Response
	add := func(r *http.Response, err error) {
		if err == nil {
			out = append(out, r)
		}
	}

	// Source: github.com/attestantio/go-eth2-client/http/attestationrewards.go:50 (escaper: an epoch number formatted with %d in a path segment needs no escaping; uniform sample of 5 of 29 endpoint builders)
	add(s.get(ctx, fmt.Sprintf("/eth/v1/beacon/rewards/attestations/%d", opts.Epoch), "")) // lookalike
	// Source: github.com/attestantio/go-eth2-client/http/beaconstaterandao.go:45 (escaper: the state ID is an identifier such as head or a slot or root, raw IDs in a path are look-alikes; uniform sample of 5 of 29 endpoint builders)
	add(s.get(ctx, fmt.Sprintf("/eth/v1/beacon/states/%s/randao", opts.State), "")) // lookalike
	// Source: github.com/attestantio/go-eth2-client/http/epbsproposal.go:98 (escaper: a slot number formatted with %d in a path segment needs no escaping; uniform sample of 5 of 29 endpoint builders)
	add(s.get(ctx, fmt.Sprintf("/eth/v4/validator/blocks/%d", opts.Slot), "")) // lookalike
	// Source: github.com/attestantio/go-eth2-client/http/pendingpartialwithdrawals.go:50 (escaper: the state ID is an identifier, raw IDs in a path are look-alikes; uniform sample of 5 of 29 endpoint builders)
	add(s.get(ctx, fmt.Sprintf("/eth/v1/beacon/states/%s/pending_partial_withdrawals", opts.State), "")) // lookalike
	// Source: github.com/attestantio/go-eth2-client/http/synccommitteeduties.go:67 (escaper: an epoch number formatted with %d in a path segment needs no escaping; uniform sample of 5 of 29 endpoint builders)
	add(s.get(ctx, fmt.Sprintf("/eth/v1/validator/duties/sync/%d", opts.Epoch), "")) // lookalike

	return out
}
